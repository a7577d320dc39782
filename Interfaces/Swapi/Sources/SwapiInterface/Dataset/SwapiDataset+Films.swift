extension SwapiDataset {
    /// The dataset's films: the 6 films of episodes I to VI (title, episode, director, producer, release date, characters, planets, starships).
    /// One record a line; link fields hold ids, which the server writes as URLs.
    static let films = #"""
        [
        {"id": 1, "title": "A New Hope", "episode_id": 4, "director": "George Lucas", "producer": "Gary Kurtz, Rick McCallum", "release_date": "1977-05-25", "characters": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 13, 14, 15, 16, 18, 19, 81], "planets": [1, 2, 3], "starships": [2, 3, 5, 9, 10, 11, 12, 13]},
        {"id": 2, "title": "The Empire Strikes Back", "episode_id": 5, "director": "Irvin Kershner", "producer": "Gary Kurtz, Rick McCallum", "release_date": "1980-05-17", "characters": [1, 2, 3, 4, 5, 10, 13, 14, 18, 20, 21, 22, 23, 24, 25, 26], "planets": [4, 5, 6, 27], "starships": [3, 10, 11, 12, 15, 17, 21, 22, 23]},
        {"id": 3, "title": "Return of the Jedi", "episode_id": 6, "director": "Richard Marquand", "producer": "Howard G. Kazanjian, George Lucas, Rick McCallum", "release_date": "1983-05-25", "characters": [1, 2, 3, 4, 5, 10, 13, 14, 16, 18, 20, 21, 22, 25, 27, 28, 29, 30, 31, 45], "planets": [1, 5, 7, 8, 9], "starships": [2, 3, 10, 11, 12, 15, 17, 22, 23, 27, 28, 29]},
        {"id": 4, "title": "The Phantom Menace", "episode_id": 1, "director": "George Lucas", "producer": "Rick McCallum", "release_date": "1999-05-19", "characters": [2, 3, 10, 11, 16, 20, 21, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59], "planets": [1, 8, 9], "starships": [31, 32, 39, 40, 41]},
        {"id": 5, "title": "Attack of the Clones", "episode_id": 2, "director": "George Lucas", "producer": "Rick McCallum", "release_date": "2002-05-16", "characters": [2, 3, 6, 7, 10, 11, 20, 21, 22, 33, 35, 36, 40, 43, 46, 51, 52, 53, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 82], "planets": [1, 8, 9, 10, 11], "starships": [21, 32, 39, 43, 47, 48, 49, 52, 58]},
        {"id": 6, "title": "Revenge of the Sith", "episode_id": 3, "director": "George Lucas", "producer": "Rick McCallum", "release_date": "2005-05-19", "characters": [1, 2, 3, 4, 5, 6, 7, 10, 11, 12, 13, 20, 21, 33, 35, 46, 51, 52, 53, 54, 55, 56, 58, 63, 64, 67, 68, 75, 78, 79, 80, 81, 82, 83], "planets": [1, 2, 5, 8, 9, 12, 13, 14, 15, 16, 17, 18, 19], "starships": [2, 32, 48, 59, 61, 63, 64, 65, 66, 68, 74, 75]}
        ]
        """#
}
